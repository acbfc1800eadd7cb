// jest-fixed-jsdom gives the tests Node's fetch, FormData and Blob (MSW needs them) but leaves
// jsdom's File, which Node's FormData rejects. Files chosen in a form must be Node Files, as
// they are real Blobs in a browser, so a multipart submission can be built and inspected.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class Environment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
}

module.exports = Environment;
