/**
* | output |
* | --- |
* | "This request must come from the academy's own pages." |
*
* @param {Error_Not_Same_OriginInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_not_same_origin: ((inputs?: Error_Not_Same_OriginInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Same_OriginInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Not_Same_OriginInputs = {};
