/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Json_Body_RequiredInputs */

const en_api_json_body_required = /** @type {(inputs: Api_Json_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the request body as application/json.`)
};

const fr_api_json_body_required = /** @type {(inputs: Api_Json_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez le corps de la requête en application/json.`)
};

/**
* | output |
* | --- |
* | "Send the request body as application/json." |
*
* @param {Api_Json_Body_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_json_body_required = /** @type {((inputs?: Api_Json_Body_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Json_Body_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_api_json_body_required(inputs)
	return en_api_json_body_required(inputs)
});