export * from "./create-staff"
export * from "./register-member"
export * from "./update-member-by-staff"
export * from "./update-staff"
