/**
* | output |
* | --- |
* | "Director" |
*
* @param {Legal_DirectorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_director: ((inputs?: Legal_DirectorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_DirectorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_DirectorInputs = {};
