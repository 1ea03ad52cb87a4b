// postman-collection ships types, but its package.json does not point to them: this brings them into the program.
import 'postman-collection/types';
