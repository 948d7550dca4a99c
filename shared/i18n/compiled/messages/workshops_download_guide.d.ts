/**
* | output |
* | --- |
* | "Download Workshop Guide" |
*
* @param {Workshops_Download_GuideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_download_guide: ((inputs?: Workshops_Download_GuideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Download_GuideInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Download_GuideInputs = {};
