import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// Routes are lazy chunks: on a busy CI machine the first import can take seconds.
configure({ asyncUtilTimeout: 10000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// jsdom does not lay out pages.
Element.prototype.scrollIntoView ??= () => {}
