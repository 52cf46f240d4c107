import type NetworkModuleService from "../service"

/** Raw SQL on the test database (the checks recompute what the service keeps). */
export type Raw = {
  raw: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>
}

/** Places a member whose username is its id. */
export const placer =
  (service: NetworkModuleService) => (id: string, sponsor: string | null) =>
    service.placeMember({ member_id: id, username: id, sponsor_id: sponsor })
