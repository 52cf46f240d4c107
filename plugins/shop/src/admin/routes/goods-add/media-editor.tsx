import { Button, Input, Label, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { uploadImages } from "../../hooks/goods"
import { errorMessage } from "@uuc/admin-kit"

/** Pictures (uploaded through Medusa's `/admin/uploads`) and the video's address. */
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
  const upload = async (kind: "images" | "video", files: FileList | null) => {
    if (!files?.length) return
    setBusy(kind)
    try {
      const urls = await uploadImages([...files])
      if (kind === "images") onImages([...images, ...urls])
      else onVideo(urls[0] ?? "")
    } catch (e) {
      toast.error(errorMessage(e))
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="goods-images">{t("uucShop.form.images")}</Label>
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
          accept="image/*"
          multiple
          disabled={busy !== null}
          onChange={(e) => void upload("images", e.target.files)}
          className="text-sm"
        />
        {busy === "images" && (
          <Text size="small">{t("uucShop.form.uploading")}</Text>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="goods-video">{t("uucShop.form.video")}</Label>
        <Input
          id="goods-video"
          value={video}
          placeholder="https://…"
          aria-invalid={!!videoError}
          onChange={(e) => onVideo(e.target.value)}
        />
        <input
          type="file"
          accept="video/*"
          aria-label={t("uucShop.form.uploadVideo")}
          disabled={busy !== null}
          onChange={(e) => void upload("video", e.target.files)}
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
    </div>
  )
}
