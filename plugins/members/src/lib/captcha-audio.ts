// The non-visual captcha: a code of digits played as beeps, generated here as a WAV
// (no network, no voice files). A long low tone starts the code; then each digit is
// that many short beeps (1 to 9), digits parted by a silence. A member counts them.
const RATE = 8000
const BEEP_S = 0.12
const GAP_S = 0.13
const DIGIT_PAUSE_S = 0.9

/** The digits an audio code uses (no 0: it would be no beeps). */
export const AUDIO_DIGITS = "123456789"

function tone(samples: number[], seconds: number, hz: number, volume: number) {
  const n = Math.round(seconds * RATE)
  const ramp = Math.round(0.01 * RATE) // no clicks at the edges
  for (let i = 0; i < n; i++) {
    const edge = Math.min(1, i / ramp, (n - 1 - i) / ramp)
    samples.push(Math.sin((2 * Math.PI * hz * i) / RATE) * volume * edge)
  }
}

function silence(samples: number[], seconds: number) {
  for (let i = Math.round(seconds * RATE); i > 0; i--) samples.push(0)
}

/** The beeps of a code as samples in [-1, 1], with the timing described above. */
export function captchaSamples(code: string): number[] {
  const samples: number[] = []
  silence(samples, 0.3)
  tone(samples, 0.5, 440, 0.6)
  silence(samples, DIGIT_PAUSE_S)
  for (const [i, digit] of [...code].entries()) {
    const beeps = Number(digit)
    // A slightly different pitch per digit helps hear where one ends.
    const hz = 880 + (i % 2) * 160
    for (let b = 0; b < beeps; b++) {
      tone(samples, BEEP_S, hz, 0.7)
      silence(samples, GAP_S)
    }
    silence(samples, DIGIT_PAUSE_S)
  }
  return samples
}

/** 8 kHz, 8-bit mono PCM WAV. */
export function wav(samples: number[]): Buffer {
  const data = Buffer.alloc(samples.length)
  samples.forEach((s, i) => {
    data[i] = Math.max(0, Math.min(255, Math.round(128 + s * 127)))
  })
  const header = Buffer.alloc(44)
  header.write("RIFF", 0, "ascii")
  header.writeUInt32LE(36 + data.length, 4)
  header.write("WAVE", 8, "ascii")
  header.write("fmt ", 12, "ascii")
  header.writeUInt32LE(16, 16) // PCM chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE, 28) // bytes per second
  header.writeUInt16LE(1, 32) // block align
  header.writeUInt16LE(8, 34) // bits per sample
  header.write("data", 36, "ascii")
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/** The code's WAV as a data: URL the page's <audio> plays. */
export function captchaAudio(code: string): string {
  return `data:audio/wav;base64,${wav(captchaSamples(code)).toString("base64")}`
}

/**
 * Counts the beeps in each group of a code's WAV (what a listener does): a test
 * decodes what was generated without trusting the generator's own numbers.
 */
export function countBeeps(file: Buffer): string {
  const pcm = file.subarray(44)
  const loud = (i: number) => Math.abs(pcm[i] - 128) > 20
  const quietRun = Math.round(0.05 * RATE)
  const digitRun = Math.round(0.5 * RATE)
  const runs: { start: number; end: number }[] = []
  let i = 0
  while (i < pcm.length) {
    if (!loud(i)) {
      i++
      continue
    }
    const start = i
    let quiet = 0
    while (i < pcm.length && quiet < quietRun) {
      quiet = loud(i) ? 0 : quiet + 1
      i++
    }
    runs.push({ start, end: i - quiet })
  }
  // The first run is the start tone; then beeps grouped by long silences.
  let code = ""
  let count = 0
  for (let r = 1; r < runs.length; r++) {
    count++
    const next = runs[r + 1]
    if (!next || next.start - runs[r].end > digitRun) {
      code += String(count)
      count = 0
    }
  }
  return code
}
