const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", decorators: true },
          target: "es2021",
        },
      },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  testMatch:
    process.env.TEST_TYPE === "unit"
      ? ["**/src/**/__tests__/**/*.unit.spec.[jt]s"]
      : ["**/integration-tests/http/**/*.spec.[jt]s"],
  testTimeout: 120000,
}
