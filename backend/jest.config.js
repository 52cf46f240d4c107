const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  ...require("../jest.preset.js"),
  setupFiles: [
    ...require("../jest.preset.js").setupFiles,
    "./integration-tests/setup.js",
  ],
  setupFilesAfterEnv: ["./integration-tests/redis-cleanup.js"],
  testMatch:
    process.env.TEST_TYPE === "unit"
      ? ["**/src/**/__tests__/**/*.unit.spec.[jt]s"]
      : process.env.UUC_HTTP_GROUP
        ? ["**/integration-tests/group.run.ts"]
        : ["**/integration-tests/http/**/*.spec.[jt]s"],
}
