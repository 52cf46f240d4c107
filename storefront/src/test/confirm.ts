import { fireEvent, within } from "@testing-library/react"

/** Types the secondary password into a confirmation dialog and confirms. */
export function confirmWithPassword(dialog: HTMLElement, password: string) {
  fireEvent.change(within(dialog).getByLabelText("Secondary password"), {
    target: { value: password },
  })
  fireEvent.click(within(dialog).getByTestId("confirm-submit"))
}
