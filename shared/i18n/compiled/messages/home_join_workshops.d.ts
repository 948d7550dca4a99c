/**
* | output |
* | --- |
* | "Join Our Workshops" |
*
* @param {Home_Join_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_join_workshops: ((inputs?: Home_Join_WorkshopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Join_WorkshopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Join_WorkshopsInputs = {};
