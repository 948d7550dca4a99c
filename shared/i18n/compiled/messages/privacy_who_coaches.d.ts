/**
* | output |
* | --- |
* | "Your teen's coaches, while the group runs: they need to know who is in the session." |
*
* @param {Privacy_Who_CoachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_who_coaches: ((inputs?: Privacy_Who_CoachesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Who_CoachesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Who_CoachesInputs = {};
