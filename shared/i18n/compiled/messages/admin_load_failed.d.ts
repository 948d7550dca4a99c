/**
* | output |
* | --- |
* | "{message}. Please try again in a moment." |
*
* @param {Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed: ((inputs: Admin_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Load_FailedInputs = {
    message: NonNullable<unknown>;
};
