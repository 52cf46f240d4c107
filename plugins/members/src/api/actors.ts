// Who is asking: one copy for every plugin, in @uuc/http.
export { impersonatorOf, memberIdOf, staffIdOf } from "@uuc/http"
