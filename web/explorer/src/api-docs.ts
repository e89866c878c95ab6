import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';

// validatorUrl null: Swagger UI would otherwise send the document to an outside validator.
SwaggerUI({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  withCredentials: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
});
