// The rewards plugin's public entry for other plugins: what the shop
// calls when an order is received or cancelled.
import type { BorrowingCheck, PlanSource } from "@uuc/ledger/ledger-api"
import type { MemberLoan, MembersRewardsPort } from "@uuc/members/members-api"
import type PlanModuleService from "./modules/plan/service"
import type RewardsModuleService from "./modules/rewards/service"
import type { LoanView } from "./modules/rewards/lib/types"
import type { ActivationAnswer } from "./activation/answer"

export { onOrderCancelled, onOrderReceived } from "./orders/orders"
// the lock the card refund and the shop's checkout share (rules.md §7)
export { memberMoneyKey } from "./refund/refund"
// The plan and rewards modules' keys and types: the shop and merchants resolve them
// through the container and import these types type-only.
export { PLAN_MODULE } from "./modules/plan"
export { REWARDS_MODULE } from "./modules/rewards"
export type { Plan } from "./modules/plan/lib/schema"
export type {
  default as PlanModuleService,
  PlanInForce,
} from "./modules/plan/service"
export type { default as RewardsModuleService } from "./modules/rewards/service"
// What the HTTP routes answer, for the storefront's hooks and the admin (type-only).
export type {
  ActivationOffer,
  ActivationsAnswer,
  RefundBlock,
} from "./refund/offer"
export type { ActivationAnswer, LoanApproval } from "./activation/answer"
export type { DailyTopRunAnswer } from "./daily-top/run"
export type { RefundAnswer } from "./refund/answer"
export type {
  AdminBonusRecordsAnswer,
  AdminLoan,
  AdminLoansAnswer,
  AdminStuckOperation,
  CardOffer,
  CardsAnswer,
  IncomeDisclosureAnswer,
  Leaderboard,
  LoanAnswer,
  LoansAnswer,
  PlanCard,
  PlanCardsAnswer,
  PlanVersionRow,
  PlanVersionsAnswer,
  PublicPlan,
  SimulationAnswer,
  StoreBonusRecord,
  StoreBonusRecordsAnswer,
  StuckOperationsAnswer,
  StuckRetryAnswer,
} from "./api/answers"
export type {
  ActivationStatus,
  ActivationView,
  BonusRecordStatus,
  BonusRecordType,
  BonusRecordView,
  BonusTotals,
  LoanStatus,
  LoanView,
  RetryAnswer,
  StuckOperation,
} from "./modules/rewards/lib/types"
export type { CardKind } from "@uuc/data"
/** The member's own activation as POST /store/cards/activate answers it. */
export type MemberActivation = NonNullable<ActivationAnswer["activation"]>

type Implements<T extends U, U> = T

/**
 * The ledger reads the plan and loans through its own contracts (it cannot depend
 * on this plugin, which depends on the ledger): checked here, so a rename in these
 * services that would break the ledger breaks this build.
 */
export type PlanForLedger = Implements<PlanModuleService, PlanSource>
export type RewardsForLedger = Implements<RewardsModuleService, BorrowingCheck>
/** The members plugin reads loans and refund debts through its own contract. */
export type RewardsForMembers = Implements<
  RewardsModuleService,
  MembersRewardsPort
>
/**
 * The members plugin answers the open loan (`/store/members/me`'s `loan`) as its
 * MemberLoan: the same fields as LoanView, both ways, so neither drifts.
 */
export type LoanForMembers = Implements<
  LoanView,
  Implements<MemberLoan, LoanView>
>
