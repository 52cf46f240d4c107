// Who is asking: one copy for every plugin, in @uuc/http.
export { memberFilter, memberIdOf, staffIdOf } from "@uuc/http"
