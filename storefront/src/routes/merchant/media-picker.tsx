import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { uploadMedia } from "../../hooks/merchants"
import { useErrorText } from "../../lib/api-error"

/** What the server takes (it checks the content again): the kinds and their limits. */
export const IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
]
export const VIDEO_TYPES = ["video/mp4", "video/webm"]
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024
/** Pictures one goods may have (the server's limit). */
export const MAX_PICTURES = 20

type Pending = { key: number; name: string; kind: "image" | "video" }

const pickButton =
  "inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 hover:bg-slate-50"

/**
 * The goods' pictures and video: chosen from the phone (or taken with its camera),
 * checked here by type and size, uploaded one file per request through
 * `POST /store/merchant/uploads`, shown from the addresses the server answers
 * (the platform's own origin, which the storefront's CSP allows), each removable.
 * `onBusy` tells the form while uploads are under way.
 */
export function MediaPicker({
  images,
  video,
  onImages,
  onVideo,
  onBusy,
  error: serverError,
}: {
  images: string[]
  video: string
  onImages: (update: (images: string[]) => string[]) => void
  onVideo: (url: string) => void
  onBusy: (busy: boolean) => void
  error?: string
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [pending, setPending] = useState<Pending[]>([])
  const [error, setError] = useState<string>()
  const next = useRef(0)
  const shown = error ?? serverError

  const busy = pending.length > 0
  useEffect(() => onBusy(busy), [busy, onBusy])
  const track = setPending

  /** The message key for a file the server would refuse, or none. */
  const refusal = (file: File, kind: "image" | "video") => {
    const types = kind === "image" ? IMAGE_TYPES : VIDEO_TYPES
    // no type (some phones leave it empty): the server decides by content
    if (file.type && !types.includes(file.type))
      return "errors.upload_type_invalid"
    if (file.size > (kind === "image" ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES))
      return "errors.upload_too_large"
    return undefined
  }

  const choose = (
    e: React.ChangeEvent<HTMLInputElement>,
    kind: "image" | "video"
  ) => {
    const files = [...(e.target.files ?? [])]
    e.target.value = ""
    if (!files.length) return
    const refused = files.map((f) => refusal(f, kind)).find(Boolean)
    if (refused) return setError(t(refused))
    const waiting = pending.filter((p) => p.kind === "image").length
    if (
      kind === "image" &&
      images.length + waiting + files.length > MAX_PICTURES
    )
      return setError(
        t("merchant.goods.tooManyPictures", { max: MAX_PICTURES })
      )
    setError(undefined)
    for (const file of kind === "video" ? files.slice(0, 1) : files) {
      const key = next.current++
      track((p) => [...p, { key, name: file.name, kind }])
      uploadMedia([file])
        .then(({ files: [stored] }) => {
          if (kind === "image") onImages((list) => [...list, stored.url])
          else onVideo(stored.url)
        })
        .catch((err) => setError(errorText(err)))
        .finally(() => track((p) => p.filter((x) => x.key !== key)))
    }
  }

  const busyVideo = pending.some((p) => p.kind === "video")
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2" aria-describedby="goods-media-hint">
        <legend className="text-sm font-medium text-slate-700">
          {t("merchant.goods.images")}
        </legend>
        <p id="goods-media-hint" className="text-xs text-slate-500">
          {t("merchant.goods.mediaHint")}
        </p>
        {(images.length > 0 || pending.some((p) => p.kind === "image")) && (
          <ul className="flex flex-wrap gap-2" data-testid="goods-pictures">
            {images.map((url, i) => (
              <li key={`${url}-${i}`} className="w-24 space-y-1">
                <img
                  src={url}
                  alt={t("merchant.goods.pictureAlt", { n: i + 1 })}
                  className="h-24 w-24 rounded-lg object-cover ring-1 ring-slate-200"
                />
                <button
                  type="button"
                  className="text-sm text-red-700 underline"
                  aria-label={t("merchant.goods.removePicture", { n: i + 1 })}
                  onClick={() =>
                    onImages((list) => list.filter((_, j) => j !== i))
                  }
                >
                  {t("merchant.goods.remove")}
                </button>
              </li>
            ))}
            {pending
              .filter((p) => p.kind === "image")
              .map((p) => (
                <li
                  key={p.key}
                  aria-busy="true"
                  className="flex h-24 w-24 flex-col items-center justify-center rounded-lg bg-slate-100 p-1 text-center text-xs text-slate-700"
                  data-testid="goods-upload-pending"
                >
                  <span className="font-semibold">
                    {t("merchant.goods.uploading")}
                  </span>
                  <span className="w-full truncate">{p.name}</span>
                </li>
              ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <label className={pickButton}>
            {t("merchant.goods.choosePictures")}
            <input
              type="file"
              name="files"
              accept={IMAGE_TYPES.join(",")}
              multiple
              className="sr-only"
              aria-invalid={!!shown}
              aria-describedby={shown ? "goods-media-error" : undefined}
              onChange={(e) => choose(e, "image")}
              data-testid="goods-pictures-input"
            />
          </label>
          <label className={pickButton}>
            {t("merchant.goods.takePhoto")}
            <input
              type="file"
              accept={IMAGE_TYPES.join(",")}
              capture="environment"
              className="sr-only"
              onChange={(e) => choose(e, "image")}
              data-testid="goods-camera-input"
            />
          </label>
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">
          {t("merchant.goods.video")}
        </legend>
        {video && !busyVideo && (
          <div className="space-y-1">
            <video
              src={video}
              controls
              preload="metadata"
              className="max-h-48 w-full rounded-lg bg-black"
              data-testid="goods-video"
            >
              <a href={video}>{t("merchant.goods.video")}</a>
            </video>
            <button
              type="button"
              className="text-sm text-red-700 underline"
              onClick={() => onVideo("")}
            >
              {t("merchant.goods.removeVideo")}
            </button>
          </div>
        )}
        {busyVideo && (
          <p
            aria-busy="true"
            className="text-sm text-slate-700"
            data-testid="goods-upload-pending"
          >
            {t("merchant.goods.uploading")}
          </p>
        )}
        <label className={`${pickButton} ${busyVideo ? "opacity-60" : ""}`}>
          {t(
            video ? "merchant.goods.replaceVideo" : "merchant.goods.chooseVideo"
          )}
          <input
            type="file"
            accept={VIDEO_TYPES.join(",")}
            className="sr-only"
            disabled={busyVideo}
            onChange={(e) => choose(e, "video")}
            data-testid="goods-video-input"
          />
        </label>
      </fieldset>
      {shown && (
        <p
          id="goods-media-error"
          role="alert"
          className="text-sm text-red-700"
          data-testid="error-goods-media"
        >
          {shown}
        </p>
      )}
    </div>
  )
}
