/** What `require("!!<images loader>!./photo.jpg").default` gives: see loader.cjs. */
export interface ResponsiveImage {
  /** Intrinsic size in pixels, read from the file. */
  width: number;
  height: number;
  /** A tiny blurred data: URL shown until the photo arrives (null for images with transparency). */
  placeholder: string | null;
  /** The fallback (JPEG, or PNG with transparency) at up to 1280 px, and its srcset. */
  src: string;
  /** The size of `src`'s file: what a social preview is told. */
  srcSize: {width: number; height: number};
  srcSet: string;
  type: string;
  /** AVIF then WebP, best first. */
  sources: {type: string; srcSet: string}[];
}

/** An image as components receive it: processed, or an https URL the build cannot optimise. */
export type ImageSource = ResponsiveImage | string;
