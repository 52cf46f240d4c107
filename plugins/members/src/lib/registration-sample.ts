/**
 * A registration form the rules accept, but for its username and captcha: the
 * tests' sample member (the members plugin's own tests and the HTTP tests).
 */
export const REGISTRATION_SAMPLE = {
  password: "Passw0rd!",
  password_confirm: "Passw0rd!",
  secondary_password: "Second0ne!",
  secondary_password_confirm: "Second0ne!",
  sponsor: "root",
  phone: "+55 11 91234-5678",
  security_question: "First pet?",
  security_answer: "Rex",
}
