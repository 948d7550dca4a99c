/**
* | output |
* | --- |
* | "Illustrated portrait of Dr. Claire Bennett, smiling, with shoulder-length auburn hair" |
*
* @param {Home_Coach_Claire_Image_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_claire_image_alt: ((inputs?: Home_Coach_Claire_Image_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Coach_Claire_Image_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Coach_Claire_Image_AltInputs = {};
