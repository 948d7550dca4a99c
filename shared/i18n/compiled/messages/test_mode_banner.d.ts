/**
* | output |
* | --- |
* | "Test mode: no real payment is taken." |
*
* @param {Test_Mode_BannerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_mode_banner: ((inputs?: Test_Mode_BannerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Mode_BannerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Mode_BannerInputs = {};
