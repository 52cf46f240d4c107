// Shared by the backend's and the plugins' Jest configs: TypeScript with decorators
// through SWC, node environment, never the build output.
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
  setupFiles: [require.resolve("./jest.own-database.js")],
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  testTimeout: 120000,
}
