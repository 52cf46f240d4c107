import { createElement, Fragment, type ComponentType } from "react"

/**
 * Sections other plugins add to the member's page (`/app/member/:id`, the members
 * plugin's). The members plugin knows none of them (they depend on it, not the
 * reverse): a plugin registers its section when its admin bundle loads and the
 * page renders the sections registered, by rank. The kit is bundled into each
 * plugin's admin build, so the registry lives on `globalThis`, one for all.
 */
export type MemberSectionProps = { memberId: string; username: string }
export type MemberSection = {
  /** Unique across plugins, e.g. "ledger.balance": registering it again replaces it. */
  id: string
  /** Lower first. */
  rank: number
  Component: ComponentType<MemberSectionProps>
}

const KEY = "__uucMemberSections"

const registry = (): MemberSection[] => {
  const g = globalThis as typeof globalThis & { [KEY]?: MemberSection[] }
  return (g[KEY] ??= [])
}

export function registerMemberSection(section: MemberSection) {
  const all = registry()
  const i = all.findIndex((s) => s.id === section.id)
  if (i >= 0) all[i] = section
  else all.push(section)
}

/** The registered sections, by rank (then id). */
export const memberSections = (): MemberSection[] =>
  [...registry()].sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))

/** The member page's slot: every registered section for this member. */
export const MemberSections = (props: MemberSectionProps) =>
  createElement(
    Fragment,
    null,
    ...memberSections().map(({ id, Component }) =>
      createElement(Component, { key: id, ...props })
    )
  )
