/**
* | output |
* | --- |
* | "{label} (if you write any): so the coach can adapt to your teen." |
*
* @param {Privacy_What_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_requests: ((inputs: Privacy_What_RequestsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_RequestsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_RequestsInputs = {
    label: NonNullable<unknown>;
};
