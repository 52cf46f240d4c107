/** Where the API is and which publishable key the store routes need, read at boot. */
export type RuntimeConfig = { backendUrl: string; publishableKey: string }

export async function loadConfig(): Promise<RuntimeConfig> {
  const fallback: RuntimeConfig = {
    backendUrl: import.meta.env.VITE_BACKEND_URL ?? "http://127.0.0.1:9000",
    publishableKey: import.meta.env.VITE_PUBLISHABLE_KEY ?? "",
  }
  try {
    const res = await fetch("/config.json", { cache: "no-store" })
    if (!res.ok) return fallback
    const json = (await res.json()) as Partial<RuntimeConfig>
    return {
      backendUrl: json.backendUrl || fallback.backendUrl,
      publishableKey: json.publishableKey || fallback.publishableKey,
    }
  } catch {
    return fallback
  }
}
