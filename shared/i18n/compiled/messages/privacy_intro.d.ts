/**
* | output |
* | --- |
* | "Our workshops are for teens aged 10 to 16. We ask for as little as we need to run them, keep it only as long as we need it, and you can see it or have it era..." |
*
* @param {Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_intro: ((inputs?: Privacy_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_IntroInputs = {};
