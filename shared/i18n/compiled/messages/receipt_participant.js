/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ParticipantInputs */

const en_receipt_participant = /** @type {(inputs: Receipt_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant`)
};

const fr_receipt_participant = /** @type {(inputs: Receipt_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant`)
};

/**
* | output |
* | --- |
* | "Participant" |
*
* @param {Receipt_ParticipantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_participant = /** @type {((inputs?: Receipt_ParticipantInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ParticipantInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_participant(inputs)
	return en_receipt_participant(inputs)
});