// Public entry for other plugins: `@uuc/members/secondary-password`.
export {
  verifyMemberSecondaryPassword,
  verifyStaffSecondaryPassword,
} from "./lib/secondary-passwords"
