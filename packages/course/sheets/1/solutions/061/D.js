console.log((+require('fs').readFileSync(0, 'utf8')).toString(2));
