/**
* | output |
* | --- |
* | "Join Our Latest Workshop" |
*
* @param {Home_Workshops_Join_LatestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_join_latest: ((inputs?: Home_Workshops_Join_LatestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Workshops_Join_LatestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Workshops_Join_LatestInputs = {};
