/**
* | output |
* | --- |
* | "QR code of your two-factor key" |
*
* @param {Two_Factor_Setup_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_qr_label: ((inputs?: Two_Factor_Setup_Qr_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Qr_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Qr_LabelInputs = {};
