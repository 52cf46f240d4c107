export * from "./register-member"
