// Who is asking: one copy for every plugin, in @uuc/http.
export { memberIdOf, refuseImpersonation, staffIdOf } from "@uuc/http"
