// The members plugin's public entry for tests and benches (nothing
// outside the plugin imports its internals): seeding staff and members directly.
export { hashSecret, hashSecretScrypt, verifySecret } from "./lib/secrets"
export { REGISTRATION_SAMPLE } from "./lib/registration-sample"
export { signMemberToken } from "./lib/member-token"
export {
  ADMIN_ROUTES,
  STAFF_ROLES,
  STORE_ROUTES,
  rolesFor,
} from "./lib/staff-access"
// what the member-customer-accounts migration script runs (its idempotence is tested)
export { syncMemberCustomers } from "./lib/member-customer"
