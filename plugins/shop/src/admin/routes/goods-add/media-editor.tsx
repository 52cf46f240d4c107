import { Button, Label, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { uploadImages } from "../../hooks/goods"
import { errorMessage } from "@uuc/admin-kit"

// What the storefront's merchants may upload too (their route checks the content).
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"]
const VIDEO_TYPES = ["video/mp4", "video/webm"]
const MAX_BYTES = { images: 5 * 1024 * 1024, video: 50 * 1024 * 1024 }
const MAX_PICTURES = 20

/** A server-style error for a code, in the staff member's language. */
const refusal = (code: string, message: string) =>
  errorMessage({ code, message })

/**
 * Pictures and the video, uploaded through Medusa's `/admin/uploads` into the same
 * file module as the merchants' uploads (served from this server's `/static`, or
 * S3): JPEG, PNG, WebP or GIF up to 5 MB, MP4 or WebM up to 50 MB. No typed
 * addresses: the storefront shows media from the platform's own origin only.
 */
export const MediaEditor = ({
  images,
  video,
  videoError,
  onImages,
  onVideo,
}: {
  images: string[]
  video: string
  videoError?: string
  onImages: (urls: string[]) => void
  onVideo: (url: string) => void
}) => {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<"images" | "video" | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = async (kind: "images" | "video", list: FileList | null) => {
    const files = [...(list ?? [])]
    if (!files.length) return
    const types = kind === "images" ? IMAGE_TYPES : VIDEO_TYPES
    if (files.some((f) => f.type && !types.includes(f.type)))
      return setProblem(
        refusal(
          "upload_type_invalid",
          "Pictures must be JPEG, PNG, WebP or GIF; videos MP4 or WebM"
        )
      )
    if (files.some((f) => f.size > MAX_BYTES[kind]))
      return setProblem(
        refusal(
          "upload_too_large",
          "Pictures may be at most 5 MB, videos at most 50 MB"
        )
      )
    if (kind === "images" && images.length + files.length > MAX_PICTURES)
      return setProblem(
        t("uucShop.form.tooManyPictures", { max: MAX_PICTURES })
      )
    setProblem(null)
    setBusy(kind)
    try {
      const urls = await uploadImages([...files])
      if (kind === "images") onImages([...images, ...urls])
      else onVideo(urls[0] ?? "")
    } catch (e) {
      setProblem(errorMessage(e))
      toast.error(errorMessage(e))
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="goods-images">{t("uucShop.form.images")}</Label>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("uucShop.form.mediaHint")}
        </Text>
        {images.length > 0 && (
          <ul className="flex flex-wrap gap-2" data-testid="goods-images">
            {images.map((url, i) => (
              <li
                key={`${url}-${i}`}
                className="flex flex-col items-center gap-1"
              >
                <img
                  src={url}
                  alt={t("uucShop.form.imageAlt", { n: i + 1 })}
                  className="h-20 w-20 rounded-md border object-cover"
                />
                <Button
                  type="button"
                  size="small"
                  variant="transparent"
                  onClick={() => onImages(images.filter((_, j) => j !== i))}
                >
                  {t("uucShop.form.removeImage")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <input
          id="goods-images"
          type="file"
          accept={IMAGE_TYPES.join(",")}
          multiple
          disabled={busy !== null}
          onChange={(e) => {
            void upload("images", e.target.files)
            e.target.value = ""
          }}
          className="text-sm"
        />
        {busy === "images" && (
          <Text size="small">{t("uucShop.form.uploading")}</Text>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="goods-video">{t("uucShop.form.video")}</Label>
        {video && (
          <div className="flex flex-col items-start gap-1">
            <video
              src={video}
              controls
              preload="metadata"
              className="max-h-48 rounded-md border"
              data-testid="goods-video"
            />
            <Button
              type="button"
              size="small"
              variant="transparent"
              onClick={() => onVideo("")}
            >
              {t("uucShop.form.removeVideo")}
            </Button>
          </div>
        )}
        <input
          id="goods-video"
          type="file"
          accept={VIDEO_TYPES.join(",")}
          disabled={busy !== null}
          onChange={(e) => {
            void upload("video", e.target.files)
            e.target.value = ""
          }}
          className="text-sm"
        />
        {busy === "video" && (
          <Text size="small">{t("uucShop.form.uploading")}</Text>
        )}
        {videoError && (
          <Text size="small" className="text-ui-fg-error" role="alert">
            {t(`uucShop.form.errors.${videoError}`)}
          </Text>
        )}
      </div>
      {problem && (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {problem}
        </Text>
      )}
    </div>
  )
}
