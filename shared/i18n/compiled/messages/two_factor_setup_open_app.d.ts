/**
* | output |
* | --- |
* | "Open in an authenticator app on this device" |
*
* @param {Two_Factor_Setup_Open_AppInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_open_app: ((inputs?: Two_Factor_Setup_Open_AppInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Open_AppInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Open_AppInputs = {};
