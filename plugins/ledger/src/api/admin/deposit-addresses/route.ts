import { staffQueue } from "../../handlers"

/**
 * Members' own deposit addresses (derived from CHAIN_XPUB), newest first, each
 * with its owner's username and the deposits credited to it; filter by member.
 */
export const GET = staffQueue("deposit_addresses", (ledger, filter, page) =>
  ledger.listDepositAddresses({ member_id: filter.member_id }, page)
)
