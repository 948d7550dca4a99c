/**
* | output |
* | --- |
* | "{academyName}: online group workshops for teens aged 10-16" |
*
* @param {Seo_Image_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seo_image_alt: ((inputs: Seo_Image_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seo_Image_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seo_Image_AltInputs = {
    academyName: NonNullable<unknown>;
};
