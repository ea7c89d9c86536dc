/** A picture of a message, as the gallery and its lightbox show it. */
export type GalleryImage = { src: string; name: string };
