import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
} from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { setupI18n } from "../../i18n"
import { Toaster, dismissToast, toast } from "../toast"
import { ConfirmDialog, Receipt, Rows, useLedgerErrorText } from "./ledger-ui"

describe("money screens' wording and layout", () => {
  beforeAll(async () => {
    await setupI18n("en-US")
  })
  afterEach(() => vi.restoreAllMocks())

  it("calls the server's empty amount 'Please enter an amount', not 'Quantity cannot be empty'", () => {
    const { result } = renderHook(() => useLedgerErrorText())
    const text = result.current
    expect(
      text({ code: "quantity_required", field: "amount", message: "x" })
    ).toBe("Please enter an amount")
    // The shop's quantity field keeps its own wording.
    expect(text({ code: "quantity_required", field: "quantity" })).toBe(
      "Quantity cannot be empty"
    )
  })

  it("clears a stale error toast when a success follows", () => {
    render(<Toaster />)
    let error = 0
    act(() => {
      error = toast("error", "The secondary password is incorrect")
    })
    expect(screen.getAllByTestId("toast-error")).toHaveLength(1)
    act(() => {
      toast("info", "Copied")
    })
    // News does not take an error away; a success of the retried action does.
    expect(screen.getAllByTestId("toast-error")).toHaveLength(1)
    act(() => {
      toast("success", "Done")
    })
    expect(screen.queryByTestId("toast-error")).toBeNull()
    expect(screen.getByTestId("toast-success").textContent).toContain("Done")
    act(() => dismissToast(error))
  })

  it("keeps 'Pay and activate' off while the confirmation cannot go ahead", () => {
    const onConfirm = vi.fn()
    render(
      <ConfirmDialog
        open
        title="Confirm"
        rows={[]}
        busy={false}
        confirmLabel="Pay and activate"
        confirmDisabled
        onConfirm={onConfirm}
        onClose={() => {}}
      />
    )
    const button = screen.getByTestId("confirm-submit")
    expect(button).toHaveProperty("disabled", true)
    fireEvent.submit(button.closest("form")!)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it("brings a receipt into view when it appears", () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView")
    render(<Receipt title="Card activated" rows={[]} onClose={() => {}} />)
    const receipt = screen.getByTestId("receipt")
    expect(scrolled.mock.contexts).toContain(receipt)
  })

  it("wraps values between words, never inside one ('200.00 point s')", () => {
    render(
      <Rows rows={[{ label: "Points", value: "200.00 points", testId: "v" }]} />
    )
    const value = screen.getByTestId("v")
    expect(value.className).not.toContain("break-all")
    expect(value.className).toContain("break-words")
  })
})
