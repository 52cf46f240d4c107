module.exports = {
  ...require("../../jest.preset.js"),
  testMatch: ["**/src/**/__tests__/**/*.spec.[jt]s"],
}
