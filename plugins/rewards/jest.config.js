module.exports = {
  ...require("../../jest.preset.js"),
  testMatch: ["**/src/**/__tests__/**/*.spec.[jt]s"],
  // package.json "imports" sends #rewards/* to the build at run time; tests read the source
  moduleNameMapper: { "^#rewards/(.*)$": "<rootDir>/src/$1" },
}
