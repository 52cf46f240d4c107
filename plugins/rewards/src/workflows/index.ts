export * from "./activate-card"
