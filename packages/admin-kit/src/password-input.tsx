import { Eye, EyeSlash } from "@medusajs/icons"
import { clx } from "@medusajs/ui"
import { useState, type InputHTMLAttributes } from "react"
import { useTranslation } from "react-i18next"

/**
 * Medusa UI's input look (its `inputBaseStyles`, which the package does not export).
 */
const FIELD =
  "caret-ui-fg-base bg-ui-bg-field hover:bg-ui-bg-field-hover shadow-borders-base placeholder-ui-fg-muted text-ui-fg-base transition-fg relative w-full appearance-none rounded-md outline-none focus-visible:shadow-borders-interactive-with-active disabled:text-ui-fg-disabled disabled:!bg-ui-bg-disabled disabled:cursor-not-allowed aria-[invalid=true]:!shadow-borders-error"

/**
 * A password field whose show/hide button is labelled in the staff member's
 * language: Medusa UI's `<Input type="password">` labels its button in fixed
 * English ("Show password"), so this is a plain input in Medusa's look.
 */
export const PasswordInput = ({
  className,
  size = "base",
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size"> & {
  size?: "base" | "small"
}) => {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const box = size === "small" ? "h-7 w-7" : "h-8 w-8"
  return (
    <div className="relative">
      <input
        {...props}
        type={shown ? "text" : "password"}
        className={clx(
          FIELD,
          size === "small"
            ? "txt-compact-small h-7 px-2 py-1 pr-7"
            : "txt-compact-small h-8 px-2 py-1.5 pr-8",
          className
        )}
      />
      <div
        className={clx(
          "absolute bottom-0 right-0 flex items-center justify-center border-l",
          box
        )}
      >
        <button
          type="button"
          className="text-ui-fg-muted hover:text-ui-fg-base focus-visible:text-ui-fg-base focus-visible:shadow-borders-interactive-w-focus h-fit w-fit rounded-sm outline-none"
          onClick={() => setShown((s) => !s)}
        >
          <span className="sr-only">
            {t(shown ? "uucKit.hidePassword" : "uucKit.showPassword")}
          </span>
          {shown ? <EyeSlash /> : <Eye />}
        </button>
      </div>
    </div>
  )
}
