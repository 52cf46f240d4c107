import { captchaAudio, countBeeps, wav, captchaSamples } from "../captcha-audio"

describe("the audio captcha", () => {
  it("writes a valid 8 kHz mono WAV whose beeps count out the code", () => {
    for (const code of ["1234", "9181", "5555"]) {
      const file = wav(captchaSamples(code))
      expect(file.subarray(0, 4).toString("ascii")).toBe("RIFF")
      expect(file.subarray(8, 12).toString("ascii")).toBe("WAVE")
      expect(file.readUInt32LE(24)).toBe(8000)
      expect(file.readUInt32LE(40)).toBe(file.length - 44)
      expect(countBeeps(file)).toBe(code)
    }
  })

  it("serves it as a data URL of a short clip", () => {
    const url = captchaAudio("9999")
    expect(url.startsWith("data:audio/wav;base64,")).toBe(true)
    const bytes = Buffer.from(url.split(",")[1], "base64")
    const seconds = (bytes.length - 44) / 8000
    expect(seconds).toBeLessThan(15)
  })
})
