"use strict"
// Money rules must fail closed: a plugin names, in its package.json, the container
// keys it provides and the ones its rules need (`"uuc": { "provides": [...],
// "needs": [...] }`). medusa-config checks the plugin list with it, so a server
// missing a module that a money rule needs refuses to start instead of letting the
// rule quietly pass. Keys a plugin uses only when installed (it checks
// `hasRegistration`) are listed in `"optional"` and not checked here;
// scripts/checks/plugin-needs.test.mjs fails when a plugin resolves another
// plugin's key that is in neither list.

/** The `uuc` section of a plugin's package.json (empty lists when absent). */
function manifestOf(name) {
  const pkg = require(`${name}/package.json`)
  const uuc = pkg.uuc || {}
  return { provides: uuc.provides || [], needs: uuc.needs || [] }
}

/**
 * The needs that no listed plugin provides, as `{ plugin, key }`. `read` answers a
 * plugin's manifest (its package.json by default).
 */
function missingNeeds(plugins, read = manifestOf) {
  const names = plugins.map((p) => (typeof p === "string" ? p : p.resolve))
  const manifests = names.map((name) => ({ name, ...read(name) }))
  const provided = new Set(manifests.flatMap((m) => m.provides))
  return manifests.flatMap((m) =>
    m.needs
      .filter((key) => !provided.has(key))
      .map((key) => ({ plugin: m.name, key }))
  )
}

/** Throws (the server does not start) when a plugin's need is not provided. */
function assertPluginNeeds(plugins, read) {
  const missing = missingNeeds(plugins, read)
  if (missing.length)
    throw new Error(
      `Refusing to start: ${missing
        .map((m) => `${m.plugin} needs the "${m.key}" module`)
        .join("; ")}. Add the plugin that provides it to medusa-config.`
    )
}

module.exports = { missingNeeds, assertPluginNeeds }
