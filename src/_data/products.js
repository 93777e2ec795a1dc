// @ts-check
/**
 * Product facts for the product pages, keyed by the page slug (global data `products`).
 * CONTENT.md: only the company can supply datasheet numbers, so every figure here is a sample
 * entry (`sample: true`, text beginning "Sample —") until it is replaced; the build lists them as
 * content gaps (src/eleventy/content-gaps.js).
 *
 * @typedef {{ label: string, value: string }} SpecRow
 * @typedef {{ sample?: boolean, text: string, rows: SpecRow[] }} Specifications
 * @typedef {{ name: string, category: string, specifications: Specifications }} Product
 */

/** @type {Record<string, Product>} */
export default {
  'ovg-4': {
    name: 'OVG-4',
    category: 'Vapour generator',
    specifications: {
      sample: true,
      text: 'Sample — datasheet figures for the OVG-4 to be supplied by Owlstone.',
      rows: [
        { label: 'Vapour sources', value: 'Sample — number of permeation tube ovens' },
        { label: 'Oven temperature stability', value: 'Sample — to be confirmed' },
        { label: 'Dilution flow range', value: 'Sample — to be confirmed' },
        { label: 'Concentration range', value: 'Sample — to be confirmed' },
      ],
    },
  },
  'v-ovg': {
    name: 'V-OVG',
    category: 'Vapour generator',
    specifications: {
      sample: true,
      text: 'Sample — datasheet figures for the V-OVG to be supplied by Owlstone.',
      rows: [
        { label: 'Vapour sources', value: 'Sample — number of permeation tube positions' },
        { label: 'Oven temperature range', value: 'Sample — to be confirmed' },
        { label: 'Oven temperature stability', value: 'Sample — to be confirmed' },
        { label: 'Dilution flow range', value: 'Sample — to be confirmed' },
        { label: 'Concentration range', value: 'Sample — to be confirmed' },
      ],
    },
  },
  'ohg-4': {
    name: 'OHG-4',
    category: 'Humidity generator',
    specifications: {
      sample: true,
      text: 'Sample — datasheet figures for the OHG-4 to be supplied by Owlstone.',
      rows: [
        { label: 'Relative humidity range', value: 'Sample — to be confirmed' },
        { label: 'Humidity stability', value: 'Sample — to be confirmed' },
        { label: 'Output flow range', value: 'Sample — to be confirmed' },
        { label: 'Carrier gas', value: 'Sample — to be confirmed' },
        { label: 'Water supply', value: 'Sample — reservoir type and capacity to be confirmed' },
      ],
    },
  },
  'ofc-1': {
    name: 'OFC-1 Flow Controller',
    category: 'Flow controller',
    specifications: {
      sample: true,
      text: 'Sample — datasheet figures for the OFC-1 Flow Controller to be supplied by Owlstone.',
      rows: [
        { label: 'Flow channels', value: 'Sample — number of independently controlled channels' },
        { label: 'Flow range per channel', value: 'Sample — to be confirmed' },
        { label: 'Flow accuracy and repeatability', value: 'Sample — to be confirmed' },
        { label: 'Compatible gases', value: 'Sample — to be confirmed' },
        { label: 'Gas connections', value: 'Sample — fitting type and size to be confirmed' },
        { label: 'Control interface', value: 'Sample — to be confirmed' },
      ],
    },
  },
  lonestar: {
    name: 'Lonestar',
    category: 'Portable FAIMS gas analyser',
    specifications: {
      sample: true,
      text: 'Sample — the modes, settings and data handling listed here are confirmed; datasheet figures for Lonestar (detection limits, size, weight, power, sample flow) are still to be supplied by Owlstone.',
      rows: [
        { label: 'Technology', value: 'FAIMS (field asymmetric ion mobility spectrometry) on the Owlstone sensor chip' },
        { label: 'Operating modes', value: 'Laboratory or process monitoring (one at a time)' },
        { label: 'Laboratory mode output', value: 'Repeated full DF-matrix scans; positive- and negative-ion spectra side by side' },
        { label: 'User settings', value: 'Field strength, CV-sweep averaging, pump, recirculation' },
        { label: 'Data format', value: 'Plain-text files that open in a spreadsheet or a review tool' },
        { label: 'Recommended data storage', value: 'Network location or external drive' },
        { label: 'Detection limits', value: 'Sample — to be confirmed' },
        { label: 'Size, weight and power', value: 'Sample — to be confirmed' },
      ],
    },
  },
  'owlsens-t': {
    name: 'OwlSens-T',
    category: 'FAIMS sensor',
    specifications: {
      sample: true,
      text: 'Sample — datasheet figures for the OwlSens-T to be supplied by Owlstone.',
      rows: [
        { label: 'Target chemicals', value: 'Sample — supported compounds to be confirmed' },
        { label: 'Detection range', value: 'Sample — to be confirmed' },
        { label: 'Response time', value: 'Sample — to be confirmed' },
        { label: 'Gas connections', value: 'Sample — to be confirmed' },
        { label: 'Power and data interface', value: 'Sample — to be confirmed' },
      ],
    },
  },
  'owlsens-C': {
    name: 'OwlSens-C',
    category: 'FAIMS sensor',
    specifications: {
      sample: true,
      text: 'Sample — datasheet figures for the OwlSens-C to be supplied by Owlstone.',
      rows: [
        { label: 'Target chemicals', value: 'Sample — supported compounds to be confirmed' },
        { label: 'Detection range', value: 'Sample — to be confirmed' },
        { label: 'Form factor and size', value: 'Sample — to be confirmed' },
        { label: 'Power consumption', value: 'Sample — to be confirmed' },
        { label: 'Data interface', value: 'Sample — to be confirmed' },
      ],
    },
  },
};
