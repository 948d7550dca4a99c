/**
* | output |
* | --- |
* | "Too many attempts. Please try again later." |
*
* @param {Try_Again_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const try_again_later: ((inputs?: Try_Again_LaterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Try_Again_LaterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Try_Again_LaterInputs = {};
